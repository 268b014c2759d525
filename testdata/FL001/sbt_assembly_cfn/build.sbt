name := "orders-archive"
ThisBuild / version := "0.4.0"
scalaVersion := "2.12.18"

val flinkVersion = "1.19.1"

libraryDependencies ++= Seq(
  "org.apache.flink" % "flink-table-api-java" % flinkVersion % Provided
)

assembly / assemblyJarName := "orders-archive-fat.jar"
Compile / mainClass := Some("com.example.ArchiveJob")
