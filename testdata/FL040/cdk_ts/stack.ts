import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2';

new kda.CfnApplication(this, 'App', {
  runtimeEnvironment: 'FLINK-1_20',
  serviceExecutionRole: 'arn:aws:iam::1:role/r',
  applicationConfiguration: {
    environmentProperties: {
      propertyGroups: [{
        propertyGroupId: 'database',
        propertyMap: {
          'db.password': 'hunter2XYZZY-cdk', // # want "FL040"
          'db.user': 'flink',
        },
      }],
    },
  },
});
