from pyflink.datastream import CheckpointingMode


def configure(env):
    # The mode is set here, in a helper module the job calls.
    env.enable_checkpointing(60000)
    env.get_checkpoint_config().set_checkpointing_mode(CheckpointingMode.AT_LEAST_ONCE)
