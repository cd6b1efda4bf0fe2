import boto3, sys

s3 = boto3.resource("s3")
for bucket in s3.buckets.all():
    if not bucket.name.startswith("tmp-"):
        continue
    bucket.objects.all().delete()
    bucket.delete()

client = boto3.client("s3")
names = [b["Name"] for b in client.list_buckets()["Buckets"]]
print(names)
client.delete_bucket(Bucket=sys.argv[1])
bucket = s3.Bucket("my-app-artifacts")
bucket.objects.all().delete()
