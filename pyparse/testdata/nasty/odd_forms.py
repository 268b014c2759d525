import pyflink
t_env.execute_sql(
    # comment inside the call
    "SELECT 1"  # trailing
    "  FROM t"
)
t_env.execute_sql(stmt="SELECT 2")
t_env.execute_sql(*args)
t_env.execute_sql()
t_env.execute_sql(f"{x=}")
t_env.execute_sql(f"{x:{width}}")
t_env.execute_sql(f"{f'{1}'}")
t_env.execute_sql("\N{BULLET} \U0001F680 \777 \x4")
t_env.execute_sql(lambda: "x")
t_env.execute_sql("SELECT " "'" "\t" "'")
(t_env
    .execute_sql)("SELECT 3")
t_env.execute_sql(u"SELECT 4" + U"x" + Rb"\y".decode())
