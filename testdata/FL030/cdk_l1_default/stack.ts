import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2';

new kda.CfnApplication(this, 'App', {
  runtimeEnvironment: 'FLINK-1_20',
  serviceExecutionRole: 'arn:aws:iam::1:role/r',
  applicationConfiguration: {
    flinkApplicationConfiguration: {
      parallelismConfiguration: {
        configurationType: 'DEFAULT', // # want "FL030" level=warning
        parallelism: 4,
      },
    },
  },
});
