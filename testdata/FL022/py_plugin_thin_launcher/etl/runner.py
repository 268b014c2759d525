import logging

from etl.pipelines.registry import PIPELINE_REGISTRY

log = logging.getLogger(__name__)


def run_pipeline(name, **params):
    if name not in PIPELINE_REGISTRY:
        raise ValueError(f"unknown pipeline {name}")
    pipeline_cls = PIPELINE_REGISTRY[name]
    log.info("starting %s with %s", name, params)
    pipeline = pipeline_cls.build(**params)
    pipeline.run()
