object A { val x = s"${
