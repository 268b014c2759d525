-- The session may have been set up elsewhere (an init script, a platform):
-- a module the job never loads or unloads itself may be loaded, and core
-- may have been unloaded, so nothing is said of those names.
LOAD MODULE core;
USE MODULES Hive, core;
UNLOAD MODULE hive;
-- A name listed twice is wrong whatever the session.
USE MODULES core, core; -- want "FL082" col=19 msg="^Module 'core' appears more than once$"
