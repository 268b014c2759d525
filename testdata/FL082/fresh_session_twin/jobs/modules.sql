-- Without fresh-sessions the session may have been set up elsewhere (an
-- init script may have unloaded core or loaded hive): nothing is said.
LOAD MODULE core;
USE MODULES core, hive;
UNLOAD MODULE hive;
