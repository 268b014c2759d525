package com.example.sql

object Paths {
    const val BUCKET = "s3://orders-bucket"
    const val SINK_PATH = "$BUCKET/daily/"
}
