from etl.pipelines.events_to_parquet import EventsToParquet

PIPELINE_REGISTRY = {
    "events_to_parquet": EventsToParquet,
}
