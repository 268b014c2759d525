//go:build flinklintbench

// Command genjava writes a deterministic Maven repository of Java classes
// for the speed bar of issue 44 ("a 1,000-class Java repository lints in
// under a second"): a pom.xml with the Flink dependencies and the shade
// plugin, and -classes classes under src/main/java/com/acme/..., of which
// about a tenth are Flink jobs and the rest what such a repository holds
// beside them:
//
//   - jobs (jobs/): a main method each, in five forms: Table API with a
//     text-block DDL formatted with constants of another class and an
//     INSERT built with a StringBuilder; a TableDescriptor chain; SQL read
//     from src/main/resources with getResource; a DataStream job with a
//     KafkaSource, a map through a function class and a FileSink (some
//     with enableCheckpointing); a DataStream KafkaSink chain with a
//     delivery guarantee;
//   - Flink functions (functions/): MapFunction, FilterFunction and
//     KeyedProcessFunction classes the jobs use;
//   - constants (config/): topics, buckets, options, table names, read by
//     many jobs each;
//   - SQL helpers (sql/): methods that return SQL text;
//   - ordinary classes with no Flink in them: POJOs with fields,
//     getters, equals and hashCode (model/), services with business logic
//     (service/), utilities (util/).
//
// A FlinkDeployment (k8s/) runs the shaded jar with one job as its entry
// class, with the autoscaler on. The same flags always give the same
// bytes. It prints the number of files and of each kind of class.
//
// It is built only with -tags flinklintbench, so `go install ./...` skips it.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("out", "", "directory to write the repository into (created; must be empty or absent)")
	classes := flag.Int("classes", 1000, "number of Java classes")
	seed := flag.Uint64("seed", 1, "random seed")
	jobShare := flag.Int("jobshare", 10, "percentage of the classes that are Flink jobs (100: every class a job, the worst case)")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "genjava: -out is required")
		os.Exit(2)
	}
	if entries, err := os.ReadDir(*out); err == nil && len(entries) > 0 {
		fmt.Fprintln(os.Stderr, "genjava: -out is not empty:", *out)
		os.Exit(2)
	}
	g := &gen{r: rand.New(rand.NewPCG(*seed, *seed^0x9e3779b97f4a7c15)), files: map[string]string{}}
	g.repo(*classes, *jobShare)
	if err := g.write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "genjava:", err)
		os.Exit(1)
	}
	fmt.Printf("%d files: %d jobs, %d functions, %d constants, %d SQL helpers, %d models, %d services, %d utilities\n",
		len(g.files), len(g.jobs), len(g.functions), len(g.constants), len(g.sqlHelpers), len(g.models), len(g.services), len(g.utils))
}

const pkg = "com.acme.streaming"

type gen struct {
	r     *rand.Rand
	files map[string]string // repository-relative path -> content

	// the classes of each kind, by simple name
	jobs, functions, constants, sqlHelpers, models, services, utils []string
}

// repo plans n classes: jobShare percent jobs; of the others, a ninth
// functions, one in eighteen constants and one in thirty-six SQL helpers
// (a tenth, a twentieth and a fortieth of all at the default share), the
// rest ordinary classes. At least one of each kind the jobs name is
// written.
func (g *gen) repo(n, jobShare int) {
	nJobs := max(1, n*min(jobShare, 100)/100)
	if n > 6+1 {
		nJobs = min(nJobs, n-6) // one of each other kind
	}
	others := max(0, n-nJobs)
	nFuncs := max(1, others/9)
	nConsts := max(1, others/18)
	nSQL := max(1, others/36)
	rest := max(0, others-nFuncs-nConsts-nSQL)
	nModels := max(1, rest*2/5)
	nServices := max(1, rest*2/5)
	nUtils := max(1, rest-nModels-nServices)
	domains := []string{"orders", "payments", "clicks", "sessions", "inventory", "shipping", "fraud", "ledger", "search", "profiles"}
	name := func(kind string, i int) string {
		return fmt.Sprintf("%s%s%d", title(domains[i%len(domains)]), kind, i)
	}
	for i := 0; i < nConsts; i++ {
		g.constants = append(g.constants, name("Config", i))
	}
	for i := 0; i < nModels; i++ {
		g.models = append(g.models, name("Record", i))
	}
	for i := 0; i < nUtils; i++ {
		g.utils = append(g.utils, name("Utils", i))
	}
	for i := 0; i < nServices; i++ {
		g.services = append(g.services, name("Service", i))
	}
	for i := 0; i < nFuncs; i++ {
		g.functions = append(g.functions, name("Function", i))
	}
	for i := 0; i < nSQL; i++ {
		g.sqlHelpers = append(g.sqlHelpers, name("Queries", i))
	}
	for i := 0; i < nJobs; i++ {
		g.jobs = append(g.jobs, name("Job", i))
	}
	for i, c := range g.constants {
		g.put("config", c, g.constantsClass(i, c))
	}
	for i, c := range g.models {
		g.put("model", c, g.modelClass(i, c))
	}
	for i, c := range g.utils {
		g.put("util", c, g.utilClass(i, c))
	}
	for i, c := range g.services {
		g.put("service", c, g.serviceClass(i, c))
	}
	for i, c := range g.functions {
		g.put("functions", c, g.functionClass(i, c))
	}
	for i, c := range g.sqlHelpers {
		g.put("sql", c, g.sqlClass(i, c))
	}
	for i, c := range g.jobs {
		g.put("jobs", c, g.jobClass(i, c))
	}
	g.files["pom.xml"] = pom
	g.files["k8s/flink-deployment.yaml"] = fmt.Sprintf(deployment, pkg, g.jobs[0])
}

func (g *gen) put(sub, class, src string) {
	g.files[fmt.Sprintf("src/main/java/%s/%s/%s.java", strings.ReplaceAll(pkg, ".", "/"), sub, class)] = src
}

func (g *gen) write(out string) error {
	for p, text := range g.files {
		full := filepath.Join(out, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func (g *gen) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }

// constantsClass: string constants a job names (topics, paths, servers,
// table names, an option key), one built from another.
func (g *gen) constantsClass(i int, c string) string {
	return fmt.Sprintf(`package %[1]s.config;

/** Settings of the %[3]s pipelines; shared by several jobs. */
public final class %[2]s {
    private %[2]s() {}

    public static final String BOOTSTRAP_SERVERS = "kafka-%[4]d.internal:9092";
    public static final String SOURCE_TOPIC = "%[3]s-events-%[4]d";
    public static final String SINK_TOPIC = "%[3]s-enriched-%[4]d";
    public static final String BUCKET = "s3://acme-%[3]s-%[4]d";
    public static final String ARCHIVE_PATH = BUCKET + "/archive";
    public static final String SOURCE_TABLE = "%[3]s_events_%[4]d";
    public static final String SINK_TABLE = "%[3]s_enriched_%[4]d";
    public static final String GROUP_ID = "%[3]s-consumer-" + %[4]d;
    public static final String CHECKPOINT_INTERVAL = "%[5]d s";
    public static final int PARALLELISM = %[6]d;
    public static final long WINDOW_MILLIS = %[7]dL;
}
`, pkg, c, strings.ToLower(strings.TrimSuffix(strings.SplitN(c, "Config", 2)[0], "")), i, 30+g.r.IntN(5)*30, 1+g.r.IntN(8), 1000*(1+g.r.IntN(60)))
}

// modelClass: a POJO with fields, constructors, getters, setters, equals,
// hashCode and toString.
func (g *gen) modelClass(i int, c string) string {
	fields := []struct{ typ, name string }{{"String", "id"}, {"long", "timestamp"}, {"double", "amount"}, {"String", "currency"},
		{"int", "quantity"}, {"String", "customerId"}, {"boolean", "priority"}, {"String", "region"}}
	n := 4 + g.r.IntN(5)
	var b strings.Builder
	fmt.Fprintf(&b, "package %s.model;\n\nimport java.io.Serializable;\nimport java.util.Objects;\n\n", pkg)
	fmt.Fprintf(&b, "/** A record of the %s stream (schema version %d). */\npublic class %s implements Serializable {\n", c, i%7, c)
	b.WriteString("    private static final long serialVersionUID = 1L;\n\n")
	for _, f := range fields[:n] {
		fmt.Fprintf(&b, "    private %s %s;\n", f.typ, f.name)
	}
	fmt.Fprintf(&b, "\n    public %s() {}\n\n    public %s(", c, c)
	for j, f := range fields[:n] {
		if j > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %s", f.typ, f.name)
	}
	b.WriteString(") {\n")
	for _, f := range fields[:n] {
		fmt.Fprintf(&b, "        this.%s = %s;\n", f.name, f.name)
	}
	b.WriteString("    }\n")
	for _, f := range fields[:n] {
		up := title(f.name)
		fmt.Fprintf(&b, "\n    public %s get%s() {\n        return %s;\n    }\n\n    public void set%s(%s %s) {\n        this.%s = %s;\n    }\n",
			f.typ, up, f.name, up, f.typ, f.name, f.name, f.name)
	}
	fmt.Fprintf(&b, "\n    @Override\n    public boolean equals(Object o) {\n        if (this == o) {\n            return true;\n        }\n"+
		"        if (!(o instanceof %s)) {\n            return false;\n        }\n        %s that = (%s) o;\n        return ", c, c, c)
	for j, f := range fields[:n] {
		if j > 0 {
			b.WriteString("\n                && ")
		}
		if f.typ == "String" {
			fmt.Fprintf(&b, "Objects.equals(%s, that.%s)", f.name, f.name)
		} else {
			fmt.Fprintf(&b, "%s == that.%s", f.name, f.name)
		}
	}
	b.WriteString(";\n    }\n\n    @Override\n    public int hashCode() {\n        return Objects.hash(")
	for j, f := range fields[:n] {
		if j > 0 {
			b.WriteString(", ")
		}
		b.WriteString(f.name)
	}
	fmt.Fprintf(&b, ");\n    }\n\n    @Override\n    public String toString() {\n        return \"%s{\" + ", c)
	for j, f := range fields[:n] {
		if j > 0 {
			b.WriteString(" + \", \" + ")
		}
		fmt.Fprintf(&b, "\"%s=\" + %s", f.name, f.name)
	}
	b.WriteString(" + \"}\";\n    }\n}\n")
	return b.String()
}

// utilClass: static helpers over strings, numbers and collections.
func (g *gen) utilClass(i int, c string) string {
	return fmt.Sprintf(`package %[1]s.util;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/** Helpers for the %[2]s code path. */
public final class %[2]s {
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);
    private static final int LIMIT = %[3]d;

    private %[2]s() {}

    public static String normalise(String s) {
        if (s == null) {
            return "";
        }
        String t = s.trim().toLowerCase(Locale.ROOT);
        return t.length() > LIMIT ? t.substring(0, LIMIT) : t;
    }

    public static String day(long epochMillis) {
        return DAY.format(Instant.ofEpochMilli(epochMillis));
    }

    public static double round(double v, int places) {
        double f = Math.pow(10, places);
        return Math.round(v * f) / f;
    }

    public static <T> List<List<T>> batches(Collection<T> items, int size) {
        List<List<T>> out = new ArrayList<>();
        List<T> cur = new ArrayList<>(size);
        for (T it : items) {
            cur.add(it);
            if (cur.size() == size) {
                out.add(cur);
                cur = new ArrayList<>(size);
            }
        }
        if (!cur.isEmpty()) {
            out.add(cur);
        }
        return out;
    }

    public static long bucket(long ts, long width) {
        return ts - Math.floorMod(ts, width);
    }

    public static String key(String... parts) {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < parts.length; j++) {
            if (j > 0) {
                sb.append('|');
            }
            sb.append(normalise(parts[j]));
        }
        return sb.toString();
    }
}
`, pkg, c, 16+i%48)
}

// serviceClass: business logic over a model, with a cache and a
// dependency on a utility class.
func (g *gen) serviceClass(i int, c string) string {
	m := g.pick(g.models)
	u := g.pick(g.utils)
	return fmt.Sprintf(`package %[1]s.service;

import %[1]s.model.%[3]s;
import %[1]s.util.%[4]s;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Scores and groups %[3]s records (rule set %[5]d). */
public class %[2]s {
    private final Map<String, Double> thresholds = new HashMap<>();
    private final double defaultThreshold;

    public %[2]s(double defaultThreshold) {
        this.defaultThreshold = defaultThreshold;
        thresholds.put("eu", defaultThreshold * 0.9);
        thresholds.put("us", defaultThreshold * 1.1);
    }

    public double score(%[3]s r) {
        double base = r.hashCode() %% 97 / 97.0;
        String region = %[4]s.normalise(String.valueOf(r));
        double t = thresholds.getOrDefault(region, defaultThreshold);
        return %[4]s.round(base * t, 3);
    }

    public boolean flagged(%[3]s r) {
        return score(r) > defaultThreshold;
    }

    public Map<Boolean, List<%[3]s>> partition(List<%[3]s> records) {
        return records.stream().collect(Collectors.partitioningBy(this::flagged));
    }

    public Optional<%[3]s> worst(List<%[3]s> records) {
        %[3]s worst = null;
        double max = Double.NEGATIVE_INFINITY;
        for (%[3]s r : records) {
            double s = score(r);
            if (s > max) {
                max = s;
                worst = r;
            }
        }
        return Optional.ofNullable(worst);
    }

    public String describe(List<%[3]s> records) {
        switch (records.size()) {
            case 0:
                return "none";
            case 1:
                return "one record";
            default:
                return records.size() + " records, " + partition(records).get(true).size() + " flagged";
        }
    }
}
`, pkg, c, m, u, i)
}

// functionClass: a Flink function over strings, one of three kinds.
func (g *gen) functionClass(i int, c string) string {
	u := g.pick(g.utils)
	switch i % 3 {
	case 0:
		return fmt.Sprintf(`package %[1]s.functions;

import %[1]s.util.%[3]s;
import org.apache.flink.api.common.functions.MapFunction;

/** Normalises an event line before it is written. */
public class %[2]s implements MapFunction<String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String map(String value) {
        String[] parts = value.split(",");
        return %[3]s.key(parts) + "," + parts.length;
    }
}
`, pkg, c, u)
	case 1:
		return fmt.Sprintf(`package %[1]s.functions;

import org.apache.flink.api.common.functions.FilterFunction;

/** Drops empty and comment lines. */
public class %[2]s implements FilterFunction<String> {
    private static final long serialVersionUID = 1L;

    @Override
    public boolean filter(String value) {
        return value != null && !value.isBlank() && !value.startsWith("#");
    }
}
`, pkg, c)
	}
	return fmt.Sprintf(`package %[1]s.functions;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** Counts the events of each key and emits every %[3]dth. */
public class %[2]s extends KeyedProcessFunction<String, String, String> {
    private static final long serialVersionUID = 1L;
    private transient ValueState<Long> count;

    @Override
    public void open(Configuration parameters) {
        count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Long.class));
    }

    @Override
    public void processElement(String value, Context ctx, Collector<String> out) throws Exception {
        Long c = count.value();
        long next = c == null ? 1 : c + 1;
        count.update(next);
        if (next %% %[3]d == 0) {
            out.collect(ctx.getCurrentKey() + ":" + next);
        }
    }
}
`, pkg, c, 10+i%90)
}

// sqlClass: methods that return SQL, with constants of a config class.
func (g *gen) sqlClass(i int, c string) string {
	k := g.pick(g.constants)
	return fmt.Sprintf(`package %[1]s.sql;

import %[1]s.config.%[3]s;

/** The SQL of the %[2]s reports. */
public final class %[2]s {
    private %[2]s() {}

    public static String sinkDdl(String name) {
        return "CREATE TABLE " + name + " (id STRING, total DOUBLE, window_end TIMESTAMP(3)) WITH ("
                + "'connector' = 'kafka', 'topic' = '" + %[3]s.SINK_TOPIC + "', "
                + "'properties.bootstrap.servers' = '" + %[3]s.BOOTSTRAP_SERVERS + "', 'format' = 'json')";
    }

    public static String totals(String source, String sink) {
        return String.format("INSERT INTO %%s SELECT id, SUM(amount), window_end FROM TABLE("
                + "TUMBLE(TABLE %%s, DESCRIPTOR(ts), INTERVAL '%[4]d' MINUTES)) GROUP BY id, window_start, window_end", sink, source);
    }
}
`, pkg, c, k, 1+i%30)
}

// jobClass: a Flink job in one of five forms.
func (g *gen) jobClass(i int, c string) string {
	k := g.pick(g.constants)
	f := g.pick(g.functions)
	q := g.pick(g.sqlHelpers)
	s := g.pick(g.services)
	switch i % 5 {
	case 0:
		return fmt.Sprintf(`package %[1]s.jobs;

import %[1]s.config.%[3]s;
import %[1]s.sql.%[4]s;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

/** Totals of the %[3]s events per window. */
public class %[2]s {
    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.getConfig().set("execution.checkpointing.interval", %[3]s.CHECKPOINT_INTERVAL);
        tEnv.getConfig().set("parallelism.default", String.valueOf(%[3]s.PARALLELISM));
        tEnv.executeSql("""
                CREATE TABLE %%s (
                  id STRING,
                  amount DOUBLE,
                  ts TIMESTAMP(3),
                  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
                ) WITH (
                  'connector' = 'kafka',
                  'topic' = '%%s',
                  'properties.bootstrap.servers' = '%%s',
                  'properties.group.id' = '%%s',
                  'scan.startup.mode' = 'earliest-offset',
                  'format' = 'json'
                )""".formatted(%[3]s.SOURCE_TABLE, %[3]s.SOURCE_TOPIC, %[3]s.BOOTSTRAP_SERVERS, %[3]s.GROUP_ID));
        tEnv.executeSql(%[4]s.sinkDdl(%[3]s.SINK_TABLE));
        StringBuilder insert = new StringBuilder();
        insert.append("INSERT INTO ").append(%[3]s.SINK_TABLE).append(' ');
        insert.append("SELECT id, SUM(amount), window_end FROM TABLE(TUMBLE(TABLE ").append(%[3]s.SOURCE_TABLE);
        insert.append(", DESCRIPTOR(ts), INTERVAL '1' MINUTES)) GROUP BY id, window_start, window_end");
        tEnv.executeSql(insert.toString());
    }
}
`, pkg, c, k, q)
	case 1:
		return fmt.Sprintf(`package %[1]s.jobs;

import %[1]s.config.%[3]s;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.TableEnvironment;

/** Archives the %[3]s events to the bucket as Parquet. */
public class %[2]s {
    static TableDescriptor archive() {
        return TableDescriptor.forConnector("filesystem")
                .schema(Schema.newBuilder()
                        .column("id", DataTypes.STRING())
                        .column("amount", DataTypes.DOUBLE())
                        .column("dt", DataTypes.STRING())
                        .build())
                .partitionedBy("dt")
                .option("path", %[3]s.ARCHIVE_PATH)
                .option("format", "parquet")
                .option("sink.rolling-policy.file-size", "128MB")
                .build();
    }

    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.getConfig().set("execution.checkpointing.interval", "1 min");
        tEnv.createTemporaryTable("archive_%[4]d", archive());
        tEnv.executeSql("CREATE TABLE events_%[4]d (id STRING, amount DOUBLE, ts TIMESTAMP(3)) WITH ("
                + "'connector' = 'kafka', 'topic' = '" + %[3]s.SOURCE_TOPIC + "', "
                + "'properties.bootstrap.servers' = '" + %[3]s.BOOTSTRAP_SERVERS + "', "
                + "'scan.startup.mode' = 'latest-offset', 'format' = 'json')");
        tEnv.from("events_%[4]d")
                .select(org.apache.flink.table.api.Expressions.$("id"), org.apache.flink.table.api.Expressions.$("amount"),
                        org.apache.flink.table.api.Expressions.$("ts").cast(DataTypes.STRING()).as("dt"))
                .executeInsert("archive_%[4]d");
    }
}
`, pkg, c, k, i)
	case 2:
		g.files[fmt.Sprintf("src/main/resources/sql/job_%d.sql", i)] = fmt.Sprintf(`-- The SQL of %[1]s.
CREATE TABLE clicks_%[2]d (
  user_id STRING,
  url STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '10' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks-%[2]d',
  'properties.bootstrap.servers' = 'kafka:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

CREATE TABLE clicks_per_user_%[2]d (
  user_id STRING,
  clicks BIGINT,
  PRIMARY KEY (user_id) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'clicks-per-user-%[2]d',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

INSERT INTO clicks_per_user_%[2]d SELECT user_id, COUNT(*) FROM clicks_%[2]d GROUP BY user_id;
`, c, i)
		return fmt.Sprintf(`package %[1]s.jobs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

/** Runs the statements of sql/job_%[3]d.sql. */
public class %[2]s {
    private static String resource(String name) throws IOException {
        try (InputStream in = %[2]s.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    public static void main(String[] args) throws IOException {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.getConfig().set("execution.checkpointing.interval", "30 s");
        for (String statement : resource("/sql/job_%[3]d.sql").split(";")) {
            if (!statement.isBlank()) {
                tEnv.executeSql(statement);
            }
        }
    }
}
`, pkg, c, i)
	case 3:
		checkpoint := ""
		if g.r.IntN(2) == 0 {
			checkpoint = "\n        env.enableCheckpointing(60_000);"
		}
		return fmt.Sprintf(`package %[1]s.jobs;

import %[1]s.config.%[3]s;
import %[1]s.functions.%[4]s;
import %[1]s.service.%[5]s;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.serialization.SimpleStringEncoder;
import org.apache.flink.api.common.serialization.SimpleStringSchema;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** Writes the %[3]s events, normalised, to the bucket. */
public class %[2]s {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setParallelism(%[3]s.PARALLELISM);%[6]s
        %[5]s scoring = new %[5]s(0.5);
        KafkaSource<String> source = KafkaSource.<String>builder()
                .setBootstrapServers(%[3]s.BOOTSTRAP_SERVERS)
                .setTopics(%[3]s.SOURCE_TOPIC)
                .setGroupId(%[3]s.GROUP_ID)
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setValueOnlyDeserializer(new SimpleStringSchema())
                .build();
        DataStream<String> lines = env.fromSource(source, WatermarkStrategy.noWatermarks(), "events");
        FileSink<String> sink = FileSink
                .forRowFormat(new Path(%[3]s.ARCHIVE_PATH), new SimpleStringEncoder<String>("UTF-8"))
                .build();
        lines.map(new %[4]s()).sinkTo(sink);
        env.execute("%[2]s " + scoring.describe(java.util.List.of()));
    }
}
`, pkg, c, k, f, s, checkpoint)
	}
	guarantee := "AT_LEAST_ONCE"
	if g.r.IntN(3) == 0 {
		guarantee = "EXACTLY_ONCE"
	}
	return fmt.Sprintf(`package %[1]s.jobs;

import %[1]s.config.%[3]s;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.serialization.SimpleStringSchema;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** Copies the %[3]s events to the enriched topic. */
public class %[2]s {
    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.enableCheckpointing(30_000);
        KafkaSource<String> source = KafkaSource.<String>builder()
                .setBootstrapServers(%[3]s.BOOTSTRAP_SERVERS)
                .setTopics(%[3]s.SOURCE_TOPIC)
                .setValueOnlyDeserializer(new SimpleStringSchema())
                .build();
        KafkaSink<String> sink = KafkaSink.<String>builder()
                .setBootstrapServers(%[3]s.BOOTSTRAP_SERVERS)
                .setRecordSerializer(KafkaRecordSerializationSchema.builder()
                        .setTopic(%[3]s.SINK_TOPIC)
                        .setValueSerializationSchema(new SimpleStringSchema())
                        .build())
                .setDeliveryGuarantee(DeliveryGuarantee.%[4]s)
                .build();
        env.fromSource(source, WatermarkStrategy.noWatermarks(), "events").sinkTo(sink);
        env.execute("%[2]s");
    }
}
`, pkg, c, k, guarantee)
}

const pom = `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId>
  <artifactId>streaming-jobs</artifactId>
  <version>1.4.2</version>
  <properties>
    <flink.version>1.20.1</flink.version>
    <java.version>17</java.version>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.apache.flink</groupId>
      <artifactId>flink-streaming-java</artifactId>
      <version>${flink.version}</version>
      <scope>provided</scope>
    </dependency>
    <dependency>
      <groupId>org.apache.flink</groupId>
      <artifactId>flink-table-api-java</artifactId>
      <version>${flink.version}</version>
      <scope>provided</scope>
    </dependency>
    <dependency>
      <groupId>org.apache.flink</groupId>
      <artifactId>flink-connector-files</artifactId>
      <version>${flink.version}</version>
    </dependency>
    <dependency>
      <groupId>org.apache.flink</groupId>
      <artifactId>flink-connector-kafka</artifactId>
      <version>3.3.0-1.20</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-shade-plugin</artifactId>
        <version>3.5.1</version>
        <executions>
          <execution>
            <phase>package</phase>
            <goals><goal>shade</goal></goals>
          </execution>
        </executions>
      </plugin>
    </plugins>
  </build>
</project>
`

const deployment = `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: streaming-jobs
spec:
  image: flink:1.20
  flinkVersion: v1_20
  flinkConfiguration:
    job.autoscaler.enabled: "true"
  serviceAccount: flink
  jobManager:
    resource: {memory: "2048m", cpu: 1}
  taskManager:
    resource: {memory: "2048m", cpu: 1}
  job:
    jarURI: local:///opt/flink/usrlib/streaming-jobs-1.4.2.jar
    entryClass: %s.jobs.%s
    parallelism: 2
    upgradeMode: savepoint
`
