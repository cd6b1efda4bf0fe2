import os, sys, stripe
SHOP = "acct_1PqR7xL2mN8sTzQ4"
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
for c in stripe.Customer.list(limit=20, stripe_account=SHOP):
    print(c.email)
stripe.Refund.create(charge=sys.argv[1], stripe_account=SHOP)
