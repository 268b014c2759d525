import * as cdk from 'aws-cdk-lib';
import * as path from 'path';
import { Application, ApplicationCode, Runtime } from '@aws-cdk/aws-kinesisanalytics-flink-alpha';

export class FlinkStack extends cdk.Stack {
  constructor(scope: cdk.App, id: string) {
    super(scope, id);
    // No autoScalingEnabled: the construct defaults it to true.
    new Application(this, 'Orders', { // want: rescales=yes
      code: ApplicationCode.fromAsset(path.join(__dirname, '..', 'app')),
      runtime: Runtime.of('FLINK-1_19'),
      propertyGroups: {
        'kinesis.analytics.flink.run.options': { python: 'main.py' },
      },
    });
    new Application(this, 'Users', {
      code: ApplicationCode.fromAsset('users'),
      runtime: Runtime.FLINK_1_20,
      autoScalingEnabled: false, // want: rescales=no
      parallelism: 4,
    });
  }
}
