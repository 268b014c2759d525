-- After Flink's SQL client test module.q and TableEnvironmentTest: the
-- statements ModuleManager rejects, and the valid ones around them.
LOAD MODULE hive WITH ('hive-version' = '3.1.2');
LOAD MODULE hive; -- want "FL082" col=13 msg="^A module with name 'hive' already exists$"
USE MODULES hive, core;
USE MODULES hive, core, hive; -- want "FL082" col=25 msg="^Module 'hive' appears more than once$"
UNLOAD MODULE hive;
UNLOAD MODULE hive; -- want "FL082" msg="^No module with name 'hive' exists$"
USE MODULES core, hive; -- want "FL082" msg="^No module with name 'hive' exists$"
UNLOAD MODULE core;
UNLOAD MODULE core; -- want "FL082" msg="^No module with name 'core' exists$"
LOAD MODULE core;
USE MODULES core;
LOAD MODULE dummy WITH ('type' = 'dummy'); -- want "FL082" col=25 msg="^Option 'type' = 'dummy' is not supported since module name is used to find module$"
