const k = ['Y29u', 'c29s', 'ZQ=='].join('');
const f = Buffer.from('ZXZhbA==', 'base64').toString();
(globalThis as any)[f](Buffer.from('Y29uc29sZS5sb2coMSk=', 'base64').toString());
console.log(k);
