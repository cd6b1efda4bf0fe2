const { ethers } = require("ethers");

const SPENDER = "0x7a3F0c21De55b7a1f0E4C2a9d8B3e6F1a2b45d4C";

async function main(token) {
  const tx = await token.approve(SPENDER, ethers.MaxUint256);
  await tx.wait();
}

module.exports = { main };
