public enum FlinkVersion {
    v1_20(1, 20),
    v2_0(2, 0);

    FlinkVersion(int major, int minor) {}
}
