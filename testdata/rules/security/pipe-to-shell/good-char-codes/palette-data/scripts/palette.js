// Reference colours (RGB triples, flattened).
const ref = [12, 200, 34, 255, 0, 17, 99, 101, 87, 66, 120, 45, 33, 90, 91, 92, 93, 94, 95, 96];
const greys = [32, 48, 64, 80, 96, 112, 104, 116, 116, 112, 58, 47, 47, 101, 120, 97, 109, 112, 108, 101];
module.exports = { ref, greys };
