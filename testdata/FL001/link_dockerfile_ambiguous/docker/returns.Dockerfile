FROM flink:1.19
COPY pipelines/returns/main.py /opt/flink/usrlib/app.py
