-- core is loaded when the session starts.
LOAD MODULE core; -- want "FL082" col=13 msg="^A module with name 'core' already exists$"
-- hive was never loaded in this session.
USE MODULES core, hive; -- want "FL082" col=19 msg="^No module with name 'hive' exists$"
UNLOAD MODULE hive; -- want "FL082" col=15 msg="^No module with name 'hive' exists$"
LOAD MODULE hive;
USE MODULES hive, core;
UNLOAD MODULE core;
USE MODULES hive;
LOAD MODULE core;
