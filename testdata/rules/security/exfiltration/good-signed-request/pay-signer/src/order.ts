import crypto from "node:crypto";

const key = process.env.MERCHANT_PRIVATE_KEY!;

export async function order(body: string) {
  const sig = crypto.createSign("RSA-SHA256").update(body).sign(key, "base64");
  return fetch("https://api.payments-gateway.example/v3/orders", {
    method: "POST",
    headers: { Authorization: `SIGNATURE ${sig}` },
    body,
  });
}
