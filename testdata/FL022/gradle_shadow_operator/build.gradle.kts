plugins {
    java
    id("com.gradleup.shadow") version "8.3.5"
}

group = "com.example"
version = "2.1"

dependencies {
    compileOnly("org.apache.flink:flink-streaming-java:1.19.1")
    implementation("org.apache.flink:flink-connector-kafka:3.2.0-1.19")
}

tasks.shadowJar {
    archiveClassifier.set("")
    manifest {
        attributes["Main-Class"] = "com.example.ClickJob"
    }
}
