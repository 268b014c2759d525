import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2';

new kda.CfnApplication(this, 'L1', {
  runtimeEnvironment: 'FLINK-1_19',
  serviceExecutionRole: 'arn:aws:iam::1:role/r',
  applicationConfiguration: {
    flinkApplicationConfiguration: {
      parallelismConfiguration: {
        configurationType: 'CUSTOM',
        autoScalingEnabled: true, // want: rescales=yes
      },
    },
  },
});
