# The table environment is handed to a helper flinklint does not read:
# it may register any table, so a path no statement declares is not
# called missing.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col

from my_company.tables import register_all

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
register_all(t_env)
t_env.create_temporary_table(
    "orders",
    TableDescriptor.for_connector("datagen")
    .schema(Schema.new_builder().column("customer", DataTypes.STRING()).column("amount", DataTypes.DOUBLE()).build())
    .build(),
)
t_env.from_path("ordres").select(col("customer"), col("amount")).execute_insert("totals")
t_env.from_path("orders").select(col("customer"), col("amount")).execute_insert("total")
