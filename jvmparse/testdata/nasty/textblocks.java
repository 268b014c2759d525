class A { String s = """
""";
 String t = """x""" ; void m(){ t.executeSql("""
   a\
   b \s
   """); } }