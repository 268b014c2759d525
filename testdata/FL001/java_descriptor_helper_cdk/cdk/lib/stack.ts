import * as cdk from 'aws-cdk-lib';
import * as flink from '@aws-cdk/aws-kinesisanalytics-flink-alpha';
import { Construct } from 'constructs';

export class FlinkStack extends cdk.Stack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new flink.Application(this, 'TableJob', {
      code: flink.ApplicationCode.fromAsset('../target/table-job-1.0.jar'),
      runtime: flink.Runtime.FLINK_1_20,
    });
  }
}
