# The secret is written here, not in main.tf: the finding belongs on this line.
db_password = "hunter2XYZZY-tfvars" # want "FL040" col=1
