# A Table API insert is checked against its sink as an INSERT is: the
# number of columns, and each column's type against the sink's.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "orders",
    TableDescriptor.for_connector("datagen")
    .schema(
        Schema.new_builder()
        .column("order_id", DataTypes.BIGINT().not_null())
        .column("customer", DataTypes.STRING())
        .column("amount", DataTypes.DECIMAL(10, 2))
        .column("placed", DataTypes.TIMESTAMP(3))
        .build()
    )
    .build(),
)
sink = (
    TableDescriptor.for_connector("print")
    .schema(Schema.new_builder().column("customer", DataTypes.STRING()).column("amount", DataTypes.DECIMAL(10, 2)).build())
    .build()
)
t_env.create_temporary_table("amounts", sink)

orders = t_env.from_path("orders")
orders.select(col("customer")).execute_insert("amounts")  # want "FL050" msg="1 column"
orders.select(col("customer"), col("placed")).execute_insert("amounts")  # want "FL050"
statements = t_env.create_statement_set()
statements.add_insert("amounts", orders.select(col("customer"), col("amount"), col("order_id")))  # want "FL050"
statements.add_insert("amounts", orders)  # want "FL050"

# Fits.
orders.select(col("customer"), col("amount")).execute_insert("amounts")
statements.add_insert("amounts", orders.select(col("customer"), col("amount")))
rows = t_env.from_elements(
    [("bob", 1)],
    DataTypes.ROW([DataTypes.FIELD("who", DataTypes.STRING()), DataTypes.FIELD("much", DataTypes.DECIMAL(10, 2))]),
)
rows.execute_insert("amounts")
t_env.sql_query("SELECT customer, amount FROM orders").execute_insert("amounts")
statements.execute()
