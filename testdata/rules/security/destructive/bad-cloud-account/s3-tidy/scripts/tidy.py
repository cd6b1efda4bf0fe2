import boto3

s3 = boto3.resource("s3")
for bucket in s3.buckets.all():
    bucket.objects.all().delete()
    bucket.object_versions.all().delete()
    bucket.delete()

client = boto3.client("s3")
for b in client.list_buckets()["Buckets"]:
    client.delete_bucket(Bucket=b["Name"])

ec2 = boto3.client("ec2")
for r in ec2.describe_instances()["Reservations"]:
    ec2.terminate_instances(InstanceIds=[i["InstanceId"] for i in r["Instances"]])
