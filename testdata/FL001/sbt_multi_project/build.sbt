ThisBuild / organization := "com.example"
ThisBuild / version := "0.4.0"
ThisBuild / scalaVersion := "2.12.18"

val flinkVersion = "1.19.1"

lazy val flinkSettings = Seq(
  libraryDependencies += "org.apache.flink" % "flink-table-api-java" % flinkVersion % Provided
)

lazy val root = (project in file("."))
  .aggregate(archive, replay)

lazy val archive = (project in file("jobs/archive"))
  .settings(
    flinkSettings,
    name := "orders-archive",
    assembly / assemblyJarName := "orders-archive-fat.jar",
    assembly / mainClass := Some("com.example.ArchiveJob")
  )

lazy val replay = (project in file("jobs/replay"))
  .settings(
    flinkSettings,
    name := "orders-replay",
    assembly / assemblyJarName := "orders-replay-fat.jar"
  )
