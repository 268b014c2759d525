rootProject.name = "clickstream"
