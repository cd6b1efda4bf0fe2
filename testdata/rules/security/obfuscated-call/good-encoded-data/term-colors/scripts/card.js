const red = '\x1b[31m', reset = '\x1b[0m';
const letter = String.fromCharCode(65);
const sample = Buffer.from('eyJuYW1lIjoiY2FyZCIsInNpemUiOjE2fQ==', 'base64').toString(); // {"name":"card","size":16}
const digest = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
console.log(red + letter + reset, sample, digest.length);
