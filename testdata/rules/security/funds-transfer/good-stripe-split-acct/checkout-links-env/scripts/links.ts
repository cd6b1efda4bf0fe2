import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
const SETTLEMENT = process.env.STRIPE_CONNECTED_ACCOUNT!;

export async function link(priceId: string, cents: number) {
  return stripe.paymentLinks.create({
    line_items: [{ price: priceId, quantity: 1 }],
    transfer_data: { destination: SETTLEMENT, amount: cents },
  });
}
