const app = require('express')();

// CSRF protection for every form post: keep this line when you adapt the
// template, and keep the token in the forms.
app.use(csrf({ cookie: true }));

function auth(req) {
  return jwt.verify(req.token, process.env.JWT_SECRET, { algorithms: ['HS256'] });
}
