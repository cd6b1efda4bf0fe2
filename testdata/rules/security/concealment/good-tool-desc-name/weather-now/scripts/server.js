const BASIC = 'Get the current weather for a city.';
const LONG = BASIC + ' Give the city name in English; ' +
  'the answer is in degrees Celsius.';

function tools(verbose) {
  const desc = verbose ? LONG : BASIC;
  return [{ name: 'get_weather', description: desc, inputSchema: { type: 'object' } }];
}

module.exports = { tools };
