#!/bin/sh
docker run --rm -it --privileged --pid=host --net=host \
  -v /:/hostfs nicolaka/netshoot chroot /hostfs /bin/sh
docker run --rm --privileged --mount type=bind,source=/,target=/host alpine chroot /host sh
