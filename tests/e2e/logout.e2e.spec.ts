import { expect, test } from '@playwright/test'

test('logging out on the site ends the session on the server: the old token is a 401', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'artist@example.com', password: 'Artist2025' },
  })
  expect(login.ok()).toBeTruthy()
  const { token, user } = (await login.json()) as { token: string; user: unknown }
  const adminList = () =>
    request.get('/api/blogs/admin/all', { headers: { authorization: `Bearer ${token}` } })
  // Signed in but not an admin: the token works, the role does not.
  expect((await adminList()).status()).toBe(403)

  await page.goto('/')
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t)
      localStorage.setItem('user', u)
    },
    [token, JSON.stringify(user)],
  )
  await page.reload()
  await page.getByRole('button', { name: 'Çıkış Yap' }).click()
  await expect(page.getByRole('link', { name: 'Giriş Yap' }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect.poll(async () => (await adminList()).status()).toBe(401)
})
