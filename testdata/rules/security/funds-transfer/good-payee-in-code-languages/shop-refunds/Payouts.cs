using Stripe;

public static class Payouts
{
    public static void Run(Seller s)
    {
        var transfers = new TransferService();
        transfers.Create(new TransferCreateOptions { Amount = s.Amount, Currency = "eur", Destination = s.Account });
    }
}
