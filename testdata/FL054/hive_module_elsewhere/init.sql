-- An init script of the session loads Hive's module (another job of the
-- run): the job that calls a Hive function may run after it.
LOAD MODULE hive;
