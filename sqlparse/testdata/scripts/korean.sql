-- 한국어 주석: 자동 압축
CREATE TABLE 결과 (아이디 BIGINT, `이름` STRING) WITH ('connector' = 'filesystem', 'auto-compaction' = 'true');
