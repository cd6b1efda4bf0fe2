import os, sys, stripe
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
order = stripe.PaymentIntent.retrieve(sys.argv[1])
seller = order.metadata["seller_account"]
stripe.Transfer.create(amount=order.amount_received * 85 // 100, currency=order.currency, destination=seller)
# Stripe's docs write the account as destination="acct_1032D82eZvKYlo2C".


def example():
    """Example: stripe.Transfer.create(amount=100, currency="usd", destination="acct_XXXXXXXXXXXXXXXX")."""
