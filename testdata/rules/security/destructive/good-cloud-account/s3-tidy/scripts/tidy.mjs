import { S3Client, ListBucketsCommand, DeleteBucketCommand } from "@aws-sdk/client-s3";
const s3 = new S3Client({});
const res = await s3.send(new ListBucketsCommand({}));
for (const b of res.Buckets) {
  if (b.Name.startsWith("preview-")) {
    await s3.send(new DeleteBucketCommand({ Bucket: b.Name }));
  }
}
