public enum FlinkVersion {
    /** Deprecated. */
    @Deprecated
    v1_19,
    v1_20;
}
