# The Table API resolves through the same catalog as SQL: a column a
# select, filter or group_by names must exist in the table it reads.
from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col, lit

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table(
    "orders",
    TableDescriptor.for_connector("datagen")
    .schema(
        Schema.new_builder()
        .column("order_id", DataTypes.BIGINT())
        .column("customer", DataTypes.STRING())
        .column("amount", DataTypes.DOUBLE())
        .build()
    )
    .build(),
)
t_env.create_temporary_table(
    "totals",
    TableDescriptor.for_connector("print")
    .schema(Schema.new_builder().column("customer", DataTypes.STRING()).column("total", DataTypes.DOUBLE()).build())
    .build(),
)

orders = t_env.from_path("orders")
orders.select(col("order_id"), col("amout")).execute_insert("totals")  # want "FL054" col=32 msg="Column 'amout' not found in any table; did you mean 'amount'\?"
orders.filter(col("costumer") == "bob").select(col("customer"), col("amount")).execute_insert("totals")  # want "FL054" col=15 msg="Column 'costumer' not found in any table; did you mean 'customer'\?"
orders.where(col("amount") > 10).group_by(col("custmer")).select(col("customer"), col("amount").sum.alias("total")).execute_insert("totals")  # want "FL054" col=43 msg="did you mean 'customer'\?"
big = orders.select(col("customer"), (col("amount") * 2).alias("doubled"))
big.select(col("customer"), col("amount")).execute_insert("totals")  # want "FL054" col=29 msg="Column 'amount' not found in any table"
t_env.create_temporary_view("big_orders", big)
t_env.from_path("big_orders").select(col("customer"), col("dubled")).execute_insert("totals")  # want "FL054" col=55 msg="did you mean 'doubled'\?"
t_env.from_path("ordres").select(col("customer"), col("amount")).execute_insert("totals")  # want "FL054" col=17 msg="Object 'ordres' not found.*did you mean 'orders'\?"
orders.select(col("customer"), col("amount")).execute_insert("total")  # want "FL054" col=62 msg="did you mean 'totals'\?"

# Names the tables have.
orders.select(col("customer"), col("amount")).execute_insert("totals")
orders.filter((col("amount") > 10) & (col("customer") != "bob")).select(col("customer"), col("amount")).execute_insert("totals")
orders.group_by(col("customer")).select(col("customer"), col("amount").sum.alias("total")).execute_insert("totals")
big.select(col("customer"), col("doubled")).execute_insert("totals")
t_env.from_path("big_orders").select(col("customer"), col("doubled")).execute_insert("totals")
orders.select(col("customer"), lit(1.0)).execute_insert("totals")
