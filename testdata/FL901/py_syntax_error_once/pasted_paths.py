# Paths pasted after the last block: the parser's recovery wraps the valid
# block before them, but the error is at the first pasted line.
from pyflink.datastream import StreamExecutionEnvironment


def main():
    env = StreamExecutionEnvironment.get_execution_environment()
    env.execute("job")

if __name__ == "__main__":
    main()

   /home/me/Downloads/flink-connector-elasticsearch-base-1.16.0.jar  # want "FL901" col=4
