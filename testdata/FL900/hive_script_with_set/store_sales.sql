-- Hive SQL run by `hive -f` (TPC-DS setup): its SET lines are Hive's, not Flink's.
set hive.exec.max.dynamic.partitions=100000;
set mapreduce.job.reduce.slowstart.completedmaps=1;
use ${DB};
from ${SOURCE}.store_sales ss
insert overwrite table store_sales partition(ss_sold_date_sk)
select ss.ss_item_sk, ss.ss_sold_date_sk;
