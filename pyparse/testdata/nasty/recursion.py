import pyflink
a = b
b = a
t_env.execute_sql(a)
def f(x):
    return g(x) + "f"
def g(x):
    return f(x) + "g"
t_env.execute_sql(f("x"))
s = "x"
for i in range(10):
    s = s + s
t_env.execute_sql(s)
class C:
    A = C.A
t_env.execute_sql(C.A)
def h(n=h()):
    return n
t_env.execute_sql(h())
